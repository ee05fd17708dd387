import { useFormat } from '../../../i18n/format';

/** 24 Nov 2026 in the language in use. */
export function useFormatDate(): (iso: string) => string {
  const format = useFormat();
  return (iso) => format.date(iso);
}
