import type { IApi } from '@umijs/max';

/**
 * The HTML page umi writes, made accessible (issue 5, Lighthouse accessibility): a viewport that
 * lets users zoom (umi's default sets user-scalable=no, maximum-scale=1) and a document language
 * before the app starts (the app keeps <html lang> in the chosen language afterwards).
 */
export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('meta[name="viewport"]').attr('content', 'width=device-width, initial-scale=1');
    if (!$('html').attr('lang')) $('html').attr('lang', 'zh-CN');
    return $;
  });
};
