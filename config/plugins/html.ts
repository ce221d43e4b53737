import type { IApi } from '@umijs/max';
import { DEFAULT_LANG, LANG_TAGS } from '../../src/i18n/detect';
import { internalsOn } from '../internals';

/**
 * The HTML umi writes: a viewport that lets users zoom and a document language before the app
 * starts (accessibility); umi's route preload helper first in head (internals switch on), so the
 * route's chunks are asked for with the blocking scripts instead of after them.
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
