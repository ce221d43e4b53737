import ExceptionResult from '@/components/ExceptionResult';

export default function Forbidden() {
  return <ExceptionResult status="403" />;
}
