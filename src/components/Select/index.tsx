import { Select as AntSelect, type RefSelectProps, type SelectProps } from 'antd';
import { forwardRef, useCallback, useLayoutEffect, useRef, type ForwardedRef } from 'react';

/**
 * antd's Select with aria-required on its combobox only: rc-select also spreads it on a role-less
 * wrapper, where axe forbids it (ant-design #46030). For every Select a Form.Item may mark required.
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
