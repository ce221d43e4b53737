/**
 * antd's Card imports Tabs for its optional `tabList`; the login card has none. Through this
 * stand-in (for antd/es/card only, see .umirc.ts) Tabs (~16 kB gzip with its styles) loads when
 * a Card with tabs first renders, not with every Card.
 */
import * as React from 'react';

const Tabs = React.lazy(() => import('antd/es/tabs'));

const CardTabs = React.forwardRef(function CardTabs(props, ref) {
  return React.createElement(React.Suspense, { fallback: null }, React.createElement(Tabs, { ...props, ref }));
});

export default CardTabs;
