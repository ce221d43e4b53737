import ExceptionResult from '@/components/ExceptionResult';

export default function NotFound() {
  return <ExceptionResult status="404" />;
}
