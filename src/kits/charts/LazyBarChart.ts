import { lazy } from 'react';
import { settleLazy } from '@/utils/lazyRoutes';

/** The bar chart in its own chunk, fetched as soon as a screen naming it is loaded, not when its figures come. */
const LazyBarChart = lazy(() => import('./BarChart'));
void settleLazy(LazyBarChart);
export default LazyBarChart;
