import { Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';

/**
 * Input for a keyboard-wedge scanner: the scanner types the code and presses Enter. Keeps focus,
 * clears itself after each scan and hands the trimmed value to onScan.
 */
export default function ScanInput(props: { placeholder: string; onScan: (value: string) => void; disabled?: boolean; testId?: string; status?: 'error' | 'warning' }) {
  const ref = useRef<InputRef>(null);
  const [value, setValue] = useState('');
  useEffect(() => {
    if (!props.disabled) ref.current?.focus();
  }, [props.disabled, props.placeholder]);
  return (
    <Input
      ref={ref}
      size="large"
      value={value}
      status={props.status}
      disabled={props.disabled}
      placeholder={props.placeholder}
      autoComplete="off"
      data-testid={props.testId ?? 'scan-input'}
      onChange={(e) => setValue(e.target.value)}
      onPressEnter={() => {
        const v = value.trim();
        setValue('');
        if (v) props.onScan(v);
      }}
    />
  );
}
