import dayjs, { type Dayjs } from 'dayjs';

/** The calendar date requests carry. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * The Form.Item props of a DatePicker whose value is kept as the text the request sends
 * (YYYY-MM-DD): the schema's rules check it as it is, and a cleared picker is null (absent).
 */
export const dateText = {
  getValueProps: (value?: string | null) => ({ value: value ? dayjs(value) : value }),
  normalize: (d?: Dayjs | null) => (d ? d.format(DATE_FORMAT) : null),
};
