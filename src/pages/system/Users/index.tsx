export { default } from '@/pages/NotBuilt';
