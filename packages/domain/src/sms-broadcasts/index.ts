export * from './sms-broadcast-rules';
export * from './sms-broadcast-states';
export * from './sms-broadcasts';
export * from './sms-broadcasts.contract';
export * from './sms-broadcasts.inputs';
