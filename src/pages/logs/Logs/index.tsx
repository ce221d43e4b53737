// Being built: until then the route shows the not-built page.
export { default } from '@/pages/NotBuilt';
