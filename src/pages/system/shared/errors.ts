import { isRequestError } from '@/utils/request';

export const errorText = (e: unknown, fallback: string) => (isRequestError(e) && e.message ? e.message : fallback);
