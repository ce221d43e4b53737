/** The outbound work panels' pending state (pick, delivery): the list kit's. */
export { default } from '@/kits/list/PanelPending';
