/**
 * The menu ids that open the master-data screens (src/domain/menu.ts): the mock's access keys for
 * their endpoints. Product pages sit in the product group (82), whose id is needed too (README,
 * "Permissions"). Relative imports only: the mock imports this file.
 */
export const MASTER_MENU_IDS = {
  warehouse: '87',
  warehouseConfig: '466',
  zone: '4',
  location: '48',
  dock: '418',
  palletize: '405',
  operation: '353',
  model: '356',
  patrol: '511',
  position: '536',
  deviceBind: '537',
  product: '342',
  moveablePin: '336',
  basic: '21',
} as const;

/** The product menu group: held besides 342 / 336 to open a product page. */
export const PRODUCT_GROUP_ID = '82';

export type MasterScreen = keyof typeof MASTER_MENU_IDS;

/** Who may call an endpoint: one of `any`, and every id of `groups`. */
export interface MenuAccess {
  any: readonly string[];
  groups?: readonly string[];
}

export const screenAccess = (screen: MasterScreen): MenuAccess =>
  screen === 'product' || screen === 'moveablePin' ? { any: [MASTER_MENU_IDS[screen]], groups: [PRODUCT_GROUP_ID] } : { any: [MASTER_MENU_IDS[screen]] };
