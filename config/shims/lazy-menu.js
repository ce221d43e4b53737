/**
 * pro-layout's sider imports antd's Menu for its own menu and links, Umi's layout header Dropdown
 * and Menu for its default user menu; the console draws its own menu and header, so these (with
 * rc-menu) load only if one of them ever renders.
 */
import { lazyComponent } from './lazy';

export { Avatar, Layout, Skeleton, Space, Spin, Tooltip, version } from 'antd';

export const Menu = lazyComponent(() => import('antd/es/menu'));
export const Dropdown = lazyComponent(() => import('antd/es/dropdown'));
