import { createHash } from 'crypto';
import { mkdirSync, writeFileSync } from 'fs';
import { join } from 'path';
import type { IApi } from '@umijs/max';
import { THEME } from '../../src/theme';

/**
 * antd's styles for the first pages as a CSS file: rendered once at build time in the console's
 * theme, so cssinjs takes them from the file instead of computing them in the browser (a fifth of
 * the home page's script time). Other styles are computed as before; `npm start` is unchanged.
 */
export const FIRST_STYLE_COMPONENTS = ['App', 'Layout', 'Button', 'Input', 'Dropdown', 'Tooltip', 'Avatar', 'Space', 'Spin', 'Skeleton', 'Card', 'Descriptions', 'Alert', 'Empty'] as const;

/** The extracted CSS (plain text, with the cache-path rule at its end). Node only. */
export function extractFirstStyles(): string {
  /* eslint-disable @typescript-eslint/no-var-requires */
  const React = require('react');
  const { renderToString } = require('react-dom/server');
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
  const antd = require('antd');
  /* eslint-enable @typescript-eslint/no-var-requires */
  const h = React.createElement;
  const sample: Record<(typeof FIRST_STYLE_COMPONENTS)[number], () => unknown> = {
    App: () => h(antd.App, null, 'x'),
    Layout: () => h(antd.Layout, null, h(antd.Layout.Content, null, 'x')),
    Button: () => h(antd.Button, { type: 'primary' }, 'x'),
    Input: () => [h(antd.Input, { key: 1 }), h(antd.Input.Password, { key: 2 })],
    Dropdown: () => h(antd.Dropdown, { menu: { items: [] } }, h('a', null, 'x')),
    Tooltip: () => h(antd.Tooltip, { title: 'x' }, h('span', null, 'x')),
    Avatar: () => h(antd.Avatar, null, 'x'),
    Space: () => h(antd.Space, null, 'x', 'y'),
    Spin: () => h(antd.Spin),
    Skeleton: () => h(antd.Skeleton, { active: true }),
    Card: () => h(antd.Card, { title: 'x' }, 'x'),
    Descriptions: () => h(antd.Descriptions, { items: [{ key: 1, label: 'x', children: 'x' }] }),
    Alert: () => h(antd.Alert, { message: 'x' }),
    Empty: () => h(antd.Empty),
  };
  const cache = createCache();
  const children = FIRST_STYLE_COMPONENTS.map((name) => h(React.Fragment, { key: name }, sample[name]()));
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: THEME }, children)));
  return extractStyle(cache, { plain: true, types: 'style' });
}

export default (api: IApi) => {
  api.describe({ key: 'firstStyles' });
  let file: string | undefined;
  // Written with the page (after webpack: the output folder exists); linked before the app's own
  // CSS, where antd's <style> tags would be (they go first in <head>), so the cascade is the same.
  api.modifyHTML(($) => {
    if (api.env !== 'production') return $;
    if (!file) {
      const css = extractFirstStyles();
      file = `antd-first.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
      mkdirSync(api.paths.absOutputPath, { recursive: true });
      writeFileSync(join(api.paths.absOutputPath, file), css);
    }
    const link = `<link rel="stylesheet" href="${(api.config.publicPath || '/').replace(/\/?$/, '/')}${file}">`;
    const firstCss = $('head link[rel="stylesheet"]').first();
    if (firstCss.length) firstCss.before(link);
    else $('head').append(link);
    return $;
  });
};
