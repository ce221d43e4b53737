/**
 * The page paths of both menu sets, read from the menu data itself (src/domain/menu.ts, transpiled
 * here: it has relative imports only), so a browser test that walks them covers a new entry too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { root } from './server.mjs';

const source = readFileSync(join(root, 'src', 'domain', 'menu.ts'), 'utf8');
const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
const menu = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);

/** Every page (leaf) path of the warehouse and the system menu, once each, in menu order. */
export const MENU_PAGE_PATHS = [...new Set(['warehouse', 'system'].flatMap((set) => menu.flattenMenu(set).filter((e) => e.leaf).map((e) => e.path)))];
