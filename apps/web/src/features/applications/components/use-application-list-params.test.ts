import { describe, expect, it } from 'vitest';
import { readApplicationListQuery, stepsOf } from './use-application-list-params';

describe('the applications list address', () => {
  it('keeps the filters the API accepts and drops the rest, so a stale or hand-edited link still opens', () => {
    const query = readApplicationListQuery(
      new URLSearchParams(
        'step=applied,no_answer&profession=lähihoitaja&region=Mars&createdFrom=2026-13-40&seekingTerm=long-term&search=s&sort=name&order=asc&page=2&tab=call-list',
      ),
    );
    expect(query).toEqual({
      step: 'applied,no_answer',
      profession: 'lähihoitaja',
      seekingTerm: 'long-term',
      sort: 'name',
      order: 'asc',
      page: '2',
    });
    expect(stepsOf(query)).toEqual(['applied', 'no_answer']);
  });

  it('drops a step list with a step the pipeline does not have', () => {
    const query = readApplicationListQuery(new URLSearchParams('step=applied,hired'));
    expect(query.step).toBeUndefined();
    expect(stepsOf(query)).toEqual([]);
  });
});
