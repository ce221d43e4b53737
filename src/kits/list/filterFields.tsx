import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { createdRange } from './columns';

/**
 * Fields of a list's filter bar (ListScreen `filters`): each a Form.Item keyed by its name.
 * `textFilter`: a text searched as typed; `dateRangeFilter`: a range of days, from and to.
 */
export const textFilter = (name: string, label: string, placeholder: string) => (
  <Form.Item key={name} name={name} label={label}>
    <Input placeholder={placeholder} allowClear />
  </Form.Item>
);

export const dateRangeFilter = (name: string, label: string, t: TFunction) => (
  <Form.Item key={name} name={name} label={label}>
    <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[t('filter.dateFrom'), t('filter.dateTo')]} />
  </Form.Item>
);

/** A date range picked in the filter bar as the two days it spans (YYYY-MM-DD). */
export const rangeDays = (range: [Dayjs, Dayjs]): [string, string] => [range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')];

/** A created range picked in the filter bar as the query's bounds (whole local days). */
export const createdFilter = (range?: [Dayjs, Dayjs]) => (range ? createdRange(rangeDays(range)) : {});
