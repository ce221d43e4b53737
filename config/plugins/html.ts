import type { IApi } from '@umijs/max';
import { DEFAULT_LANG, LANG_TAGS } from '../../src/i18n/detect';
import { internalsOn } from '../internals';

/**
 * The HTML page umi writes:
 * - accessible (issue 5, Lighthouse accessibility): a viewport that lets users zoom (umi's default
 *   sets user-scalable=no, maximum-scale=1) and a document language before the app starts (the app
 *   keeps <html lang> in the chosen language afterwards);
 * - umi's route preload helper (it adds `<link rel="preload">` for the open route's chunks) first in
 *   <head>, before the blocking scripts (React, ReactDOM, dayjs, umi's framework): after them it ran
 *   only once they had loaded and run, and the route's chunks were asked for ~110–170 ms after the
 *   page (issue 23's waterfall; `node scripts/timeline.mjs`). It is found by umi's file name: with
 *   the internals switch on only (config/internals.ts).
 */
/** How umi's route preload helper's script is found (its file name). */
export const PRELOAD_HELPER_SCRIPT = 'script[src*="preload_helper"]';

export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('meta[name="viewport"]').attr('content', 'width=device-width, initial-scale=1');
    if (!$('html').attr('lang')) $('html').attr('lang', LANG_TAGS[DEFAULT_LANG]);
    if (!internalsOn('preloadHelper')) return $;
    const helper = $(`head ${PRELOAD_HELPER_SCRIPT}`);
    const firstScript = $('head script').first();
    if (helper.length && firstScript.length && !helper.is(firstScript)) helper.insertBefore(firstScript);
    return $;
  });
};
