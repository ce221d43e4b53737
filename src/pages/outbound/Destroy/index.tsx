import { PageContainer } from '@ant-design/pro-components';
import DestroyPage from '@/components/outbound/DestroyPage';

export default function Destroy() {
  return (
    <PageContainer>
      <DestroyPage />
    </PageContainer>
  );
}
