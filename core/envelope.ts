/** The envelope of every API answer (api.md): status 0 on success, a backend code otherwise. */
export interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
  token?: string;
  field?: string;
}
