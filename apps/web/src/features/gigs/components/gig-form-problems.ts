import { postcodeSchema } from '@portal/domain/geocoding';
import { gigInputProblem } from '@portal/domain/gigs';
import { type GigFormProblems, type GigFormValues, shiftInputOf } from './gig-form-values';

/**
 * What keeps the form from being saved, as translation keys: the spec's service area rule, a title, at
 * least one shift, each shift ending after it starts, a boost value that is a number, a five-digit postcode.
 */
export function gigFormProblems(values: GigFormValues): GigFormProblems {
  const problems: GigFormProblems = {};
  if (!values.title.trim()) {
    problems.title = 'validation.required';
  }
  const boost = values.boostValue.trim();
  if (values.boostType && boost !== '' && !(Number(boost.replace(',', '.')) >= 0)) {
    problems.boostValue = 'validation.number';
  }
  if (values.postcode.trim() && !postcodeSchema.safeParse(values.postcode.trim()).success) {
    problems.postcode = 'gigs.validation.postcode';
  }
  if (!values.area) {
    problems.area = 'errors.GIG_AREA_REQUIRED';
  }
  // The area is checked above; the shared rule then speaks about the shifts.
  const problem = gigInputProblem({ areaId: 'checked', shifts: values.shifts.map(shiftInputOf) });
  if (problem?.code === 'GIG_SHIFTS_REQUIRED') {
    problems.shifts = 'errors.GIG_SHIFTS_REQUIRED';
  } else if (problem?.code === 'SHIFT_TIMES_INVALID') {
    problems.shifts = 'errors.SHIFT_TIMES_INVALID';
    problems.shiftIndex = problem.index;
  }
  return problems;
}
