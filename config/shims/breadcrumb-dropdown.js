/**
 * antd's Breadcrumb imports Dropdown (and with it Menu and rc-menu) for items with a menu; the
 * console's breadcrumbs have none. Through this stand-in Dropdown loads when such an item renders.
 */
import { lazyComponent } from './lazy';

export default lazyComponent(() => import('antd/es/dropdown/dropdown'));
