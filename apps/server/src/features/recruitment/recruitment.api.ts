/**
 * The recruitment feature's public surface. Other features move an application through here when their
 * own records change (decision 0052); the step table decides whether the move happens.
 */
export {
  type ApplicationStepRecord,
  recordApplicationStep,
} from './use-cases/record-application-step';
