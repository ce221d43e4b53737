import type { IApi } from '@umijs/max';

/**
 * The HTML page umi writes:
 * - accessible (issue 5, Lighthouse accessibility): a viewport that lets users zoom (umi's default
 *   sets user-scalable=no, maximum-scale=1) and a document language before the app starts (the app
 *   keeps <html lang> in the chosen language afterwards);
 * - umi's route preload helper (it adds `<link rel="preload">` for the open route's chunks) first in
 *   <head>, before the blocking scripts (React, ReactDOM, dayjs, umi's framework): after them it ran
 *   only once they had loaded and run, and the route's chunks were asked for ~110–170 ms after the
 *   page (issue 23's waterfall; `node scripts/timeline.mjs`).
 */
export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('meta[name="viewport"]').attr('content', 'width=device-width, initial-scale=1');
    if (!$('html').attr('lang')) $('html').attr('lang', 'zh-CN');
    const helper = $('head script[src*="preload_helper"]');
    const firstScript = $('head script').first();
    if (helper.length && firstScript.length && !helper.is(firstScript)) helper.insertBefore(firstScript);
    return $;
  });
};
