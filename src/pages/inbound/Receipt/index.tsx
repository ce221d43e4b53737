// Being built (issue #18): until then the route shows the not-built page.
export { default } from '@/pages/NotBuilt';
