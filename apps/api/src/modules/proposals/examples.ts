// Examples for the proposals' API documentation, shared by the planners' routes and the link's.
import { quoteExample } from '../api-docs';

export const proposalExample = {
  id: 7,
  name: 'December launch',
  note: 'Two weeks on the Marina before the holidays.',
  state: 'open' as const,
  held: true,
  expiresAt: '2026-12-04T09:00:00.000Z',
  shared: true,
  views: 2,
  quote: quoteExample,
  campaignId: null,
  client: null,
  preparedFor: { id: 5, name: 'Marina Motors LLC', nameAr: 'مارينا موتورز ذ.م.م' },
  createdAt: '2026-12-01T09:00:00.000Z',
};
export const tokenExample = 'q3Yx0mB1n9f8S7d6E5r4T3y2U1i0O9p8A7s6D5f4G3h';
export const publicExample = {
  name: proposalExample.name,
  note: proposalExample.note,
  from: 'Gulf Media Agency',
  state: 'open' as const,
  held: true,
  expiresAt: proposalExample.expiresAt,
  quote: quoteExample,
  screens: [
    {
      ledId: 12,
      name: 'Marina Gate West',
      nameAr: 'بوابة المارينا الغربية',
      location: 'Dubai Marina',
      locationAr: 'دبي مارينا',
      photoUrl: '/api/files?ledId=12',
      mockupUrl: `/api/p/${tokenExample}/screens/12/mockup.png`,
    },
  ],
  client: null,
  preparedFor: { name: 'Marina Motors LLC', nameAr: 'مارينا موتورز ذ.م.م' },
  pdfUrl: `/api/p/${tokenExample}/proposal.pdf`,
};
export const answerExample = { name: 'Layla Haddad', email: 'layla@example.ae' };
