import { createHash } from 'crypto';
import { mkdirSync, writeFileSync } from 'fs';
import { join } from 'path';
import type { IApi } from '@umijs/max';
import { THEME } from '../../src/theme';

/**
 * antd's styles for the first pages, as a CSS file the production build writes (issue 23).
 *
 * antd computes each component's styles in the browser as it first renders (style functions,
 * stylis, hashing, a <style> tag): about a fifth of the home page's main-thread JavaScript
 * (`node scripts/profile.mjs`). @ant-design/cssinjs skips all of that for a style whose cache path is
 * listed in a page's CSS (the `.data-ant-cssinjs-cache-path` rule that `extractStyle` appends):
 * the browser then takes the style from the file. Here the components below are rendered once on
 * the server side of the build, in the console's theme (src/theme.ts, so the token hash is the one
 * the app computes), and their styles extracted. A style not in the file (another theme's, a
 * component not listed) is computed in the browser as before; nothing changes in `npm start`.
 *
 * The list: what /login and the layout's header and the home page show in the console's theme
 * (`style[data-token-hash]` on those pages), and Button, Input, Tooltip and Dropdown, which nearly
 * every other page shows too. ProLayout's menu and header run in tokens of ProLayout's own and
 * stay computed in the browser.
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
