/**
 * antd's Form label imports Tooltip (with the trigger/popup engine, ~12 kB gzip) for its optional
 * `tooltip` prop. Through this stand-in (for antd/es/form only, see .umirc.ts) it loads when a
 * label with a tooltip first renders; the login form has none.
 */
import { lazyComponent } from './lazy';

export default lazyComponent(() => import('antd/es/tooltip'));
