import { Select as AntSelect, type RefSelectProps, type SelectProps } from 'antd';
import { forwardRef, useCallback, useLayoutEffect, useRef, type ForwardedRef } from 'react';

/**
 * antd's Select, with `aria-required` on its combobox only: rc-select spreads aria-* props on its
 * role-less wrapper div too, where a required Form.Item's aria-required is not allowed (ant-design
 * #46030; axe aria-allowed-attr, critical). Use it for every Select a Form.Item may mark required.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the options' value types of antd's generic Select
const Select = forwardRef(function Select({ 'aria-required': required, ...props }: SelectProps<any, any>, ref: ForwardedRef<RefSelectProps>) {
  const own = useRef<RefSelectProps | null>(null);
  const setRef = useCallback(
    (select: RefSelectProps | null) => {
      own.current = select;
      if (typeof ref === 'function') ref(select);
      else if (ref) ref.current = select;
    },
    [ref],
  );
  useLayoutEffect(() => {
    const combobox = own.current?.nativeElement?.querySelector('[role=combobox]');
    if (required && required !== 'false') combobox?.setAttribute('aria-required', 'true');
    else combobox?.removeAttribute('aria-required');
  });
  return <AntSelect {...props} ref={setRef} />;
});

export default Select;
