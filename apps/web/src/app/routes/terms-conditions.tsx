import { LegalPage } from '../../features/content/components/legal-document';

export function Component() {
  return <LegalPage name="terms" />;
}
