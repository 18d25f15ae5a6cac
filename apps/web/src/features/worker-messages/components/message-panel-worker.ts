/** The worker the messages panel writes to (the worker detail page gives it). */
export type MessagePanelWorker = {
  id: string;
  accountId: string;
  fullName: string;
  email: string;
  mobile: string | null;
};
