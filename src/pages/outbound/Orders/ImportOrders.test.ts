import { IMPORT_COLUMNS, isHeaderRow, rowToInput } from './ImportOrders';

const zhNames = ['订单号', '收件人', '电话', '地址', '城市', '承运商', '箱数', 'SKU', '数量'];
const enNames = ['Order no', 'Receiver', 'Phone', 'Address', 'City', 'Carrier', 'Cartons', 'SKU', 'Qty'];

describe('import rows', () => {
  it('recognises a header of column keys or names, in either language', () => {
    expect(isHeaderRow([...IMPORT_COLUMNS], enNames)).toBe(true);
    expect(isHeaderRow([...enNames.map((n) => ` ${n.toUpperCase()} `), 'Errors'], enNames)).toBe(true);
    expect(isHeaderRow(zhNames, zhNames)).toBe(true);
    // A file downloaded in Chinese, imported in the English UI (and the other way round).
    expect(isHeaderRow([...zhNames, '错误'], enNames)).toBe(true);
    expect(isHeaderRow(enNames, zhNames)).toBe(true);
  });

  it('does not take a data row for a header', () => {
    expect(isHeaderRow(['A1', 'Ann', '1', '1 Main St', 'LA', 'SF', '', 'SKU00005', '2'], enNames)).toBe(false);
    expect(isHeaderRow(['A1', 'Ann', '1', '1 Main St', 'LA', 'SF', '', 'SKU', ''], enNames)).toBe(false);
    expect(isHeaderRow(undefined, enNames)).toBe(false);
  });

  it('turns the text cells (as read from .xlsx or CSV) into an order', () => {
    expect(rowToInput('b2b', ['A1', ' Ann ', '13800138000', '1 Main St', 'LA', 'SF', '3', 'SKU00005', '2'])).toEqual({
      no: 'A1',
      receiver: { name: 'Ann', phone: '13800138000', address: '1 Main St', city: 'LA' },
      carrier: 'SF',
      cartons: 3,
      lines: [{ sku: 'SKU00005', qty: 2 }],
    });
    expect(rowToInput('b2c', ['', 'Ann']).lines).toEqual([{ sku: '', qty: '' }]);
  });
});
