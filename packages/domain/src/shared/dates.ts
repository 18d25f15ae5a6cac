/**
 * The former date helpers; they now live in the one Helsinki time module (decision 0016). Kept so imports
 * of `shared/dates` keep working until the entry-point codemod points them at `@portal/domain/shared`.
 */
export {
  addDays,
  formatDate,
  formatDateTime,
  formatTime,
  helsinkiDayKey,
  helsinkiDayStart,
  isDayKey,
} from './helsinki-time';
