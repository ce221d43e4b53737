/**
 * Menu and Dropdown for pro-layout's sider and Umi's default header menu, which the console never
 * renders: they (with rc-menu) load only if one ever does.
 */
import { lazyComponent } from './lazy';

export { Avatar, Layout, Skeleton, Space, Spin, Tooltip, version } from 'antd';

export const Menu = lazyComponent(() => import('antd/es/menu'));
export const Dropdown = lazyComponent(() => import('antd/es/dropdown'));
