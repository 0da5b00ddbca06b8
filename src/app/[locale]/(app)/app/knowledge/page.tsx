import { ComingSoon } from '@/features/app-shell/components/coming-soon';
import { requireUser } from '@/features/auth/session';

export default async function Page() {
  await requireUser();
  return <ComingSoon area="knowledge" />;
}
