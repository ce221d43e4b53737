import type { TFunction } from 'i18next';
import { productSchema, zoneEditSchema, zoneSchema, type AuditEntry, type Zone } from '@/domain/master';
import { readTexts } from '@/testing/texts';
import { auditToHistory, exportColumns, formBody, importFields, isHeaderRow, loadSourceLabels, rowToDraft, valueText, type SetupField } from './fields';

const en = readTexts('en');
const zh = readTexts('zh');
const tOf = (dict: Record<string, string>) => ((key: string, vars?: Record<string, unknown>) => (dict[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, v) => String(vars?.[v] ?? ''))) as unknown as TFunction;
const t = tOf(en);

const TYPES = { storage: 'master.zone.type.storage', picking: 'master.zone.type.picking', staging: 'master.zone.type.staging', returns: 'master.zone.type.returns', quarantine: 'master.zone.type.quarantine', fba: 'master.zone.type.fba' };
const zoneFields: SetupField<Zone>[] = [
  { key: 'code', label: 'master.field.code' },
  { key: 'name', label: 'master.field.name' },
  { key: 'type', label: 'master.zone.type', kind: 'enum', options: TYPES },
];

describe('set-up kit fields', () => {
  it('shows values in words: options translated, flags, lists, empties', () => {
    expect(valueText(zoneFields[2], 'picking', t)).toBe('Picking');
    expect(valueText(zoneFields[2], 'picking', tOf(zh))).toBe('拣货区');
    expect(valueText(undefined, true, t)).toBe('Yes');
    expect(valueText(undefined, ['a', 'b'], t)).toBe('a, b');
    expect(valueText(undefined, [], t)).toBe('—');
    expect(valueText(undefined, '', t)).toBe('—');
    // a value the options do not know shows as it is
    expect(valueText(zoneFields[2], 'mezzanine', t)).toBe('mezzanine');
  });

  it('names values of an option source by the words it loaded', async () => {
    const roles: SetupField<{ roleIds: string[] }> = { key: 'roleIds', label: 'x', kind: 'multi', options: { cacheKey: 'r', load: async () => [{ value: 'r2', label: 'Supervisor' }] } };
    const labels = await loadSourceLabels([roles]);
    expect(valueText(roles, ['r2', 'r9'], t, labels)).toBe('Supervisor, r9');
  });

  it('imports the fields the create request takes, in declaration order', () => {
    const withShown: SetupField<Zone>[] = [...zoneFields, { key: 'label', label: 'x', value: (z) => z.code }];
    expect(importFields(withShown, zoneSchema).map((f) => f.key)).toEqual(['code', 'name', 'type']);
  });

  it('reads an import row: empty cells left out, an option by its code or its words in the user language', () => {
    const fields = importFields(zoneFields, zoneSchema);
    expect(rowToDraft(fields, ['a', ' Zone A ', 'Picking'], t)).toEqual({ code: 'a', name: 'Zone A', type: 'picking' });
    expect(rowToDraft(fields, ['b', '', 'returns'], t)).toEqual({ code: 'b', type: 'returns' });
    expect(rowToDraft(fields, ['c', 'C', '拣货区'], tOf(zh))).toEqual({ code: 'c', name: 'C', type: 'picking' });
  });

  it('reads a sourced option by its code or by the words an export wrote (a unit exported as "Piece" imports as PCS)', async () => {
    const unit: SetupField<{ unit: string }> = { key: 'unit', label: 'x', kind: 'enum', options: { cacheKey: 'u', load: async () => [{ value: 'PCS', label: 'Piece' }, { value: 'BOX', label: 'Box' }] } };
    const labels = await loadSourceLabels([unit]);
    expect(rowToDraft([unit], ['piece'], t, labels)).toEqual({ unit: 'PCS' });
    expect(rowToDraft([unit], ['BOX'], t, labels)).toEqual({ unit: 'BOX' });
    expect(rowToDraft([unit], ['Crate'], t, labels)).toEqual({ unit: 'Crate' });
  });

  it('tells a header row (keys or labels) from a data row', () => {
    expect(isHeaderRow(zoneFields, ['Code', 'Name', 'Type'], t)).toBe(true);
    expect(isHeaderRow(zoneFields, ['code', 'name', 'type'], t)).toBe(true);
    expect(isHeaderRow(zoneFields, ['代码', '名称', '类型'], tOf(zh))).toBe(true);
    expect(isHeaderRow(zoneFields, ['A', 'Zone A', 'picking'], t)).toBe(false);
    expect(isHeaderRow(zoneFields, undefined, t)).toBe(false);
    // a sheet from before the last column was added
    expect(isHeaderRow(zoneFields, ['code', 'name'], t)).toBe(true);
    expect(isHeaderRow(zoneFields, ['Code', 'Name', ''], t)).toBe(true);
    expect(isHeaderRow(zoneFields, ['Code'], t)).toBe(false);
    expect(isHeaderRow(zoneFields, ['', '', ''], t)).toBe(false);
    expect(isHeaderRow(zoneFields, ['Code', 'Name', 'Type', 'Extra'], t)).toBe(false);
  });

  it('sends only what the request schema takes; an emptied number is left out', () => {
    expect(formBody({ code: 'A', name: 'Zone A', type: 'storage', id: 'A', enabled: true }, zoneEditSchema)).toEqual({ name: 'Zone A', type: 'storage' });
    expect(formBody({ sku: 'S1', weightKg: null, shelfLifeDays: undefined, nameZh: 'x' }, productSchema)).toEqual({ sku: 'S1', nameZh: 'x' });
  });

  it('exports every field in words', () => {
    const cols = exportColumns(zoneFields, t);
    expect(cols.map((c) => c.header)).toEqual(['Code', 'Name', 'Type']);
    expect(cols.map((c) => c.cell({ id: 'A', code: 'A', name: 'Zone A', type: 'fba', enabled: true }))).toEqual(['A', 'Zone A', 'FBA']);
  });

  it('turns audit entries into history steps with field labels and values in words', () => {
    const entries: AuditEntry[] = [
      { action: 'disable', at: '2026-11-24T10:00:00Z', operator: 'admin', changes: [{ field: 'enabled', before: true, after: false }] },
      { action: 'edit', at: '2026-11-24T09:00:00Z', operator: 'admin', changes: [{ field: 'type', before: 'storage', after: 'picking' }] },
      { action: 'create', at: '2026-11-24T08:00:00Z', operator: 'staff', changes: [{ field: 'code', after: 'A' }] },
    ];
    const steps = auditToHistory(entries, zoneFields, t);
    expect(steps.map((s) => s.action)).toEqual(['Disabled', 'Edited', 'Created']);
    expect(steps[0].changes).toEqual([{ field: 'Status', before: 'Enabled', after: 'Disabled' }]);
    expect(steps[1].changes).toEqual([{ field: 'Type', before: 'Storage', after: 'Picking' }]);
    expect(steps[2].changes).toEqual([{ field: 'Code', before: undefined, after: 'A' }]);
  });
});
