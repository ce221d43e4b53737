/**
 * antd's Card imports Tabs for its optional `tabList`; the login card has none. Through this
 * stand-in (for antd/es/card only, see .umirc.ts) Tabs (~16 kB gzip with its styles) loads when
 * a Card with tabs first renders, not with every Card.
 */
import { lazyComponent } from './lazy';

export default lazyComponent(() => import('antd/es/tabs'));
