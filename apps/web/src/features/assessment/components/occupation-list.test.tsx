import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesOf, makeOccupationPage, RECORD_ID, stubApi } from '@/testing/assessment-fixtures';
import { renderWithRouter } from '@/testing/render-with-router';
import { OccupationList } from './occupation-list';

const INFOS = '/ai/aiSurveyTest/surveyResultOccupationInfos';

function renderList(query = '') {
  const fetchMock = stubApi({ [INFOS]: (body) => makeOccupationPage(body) });
  const app = renderWithRouter(<OccupationList recordId={RECORD_ID} />, `/r?recordId=${RECORD_ID}${query}`);
  return { ...app, fetchMock };
}

/** antd Segmented hides its radio inputs from the pointer: the label is what people click. */
const zoneOption = (name: string) => screen.getByRole('radio', { name }).closest('label')!;
const rowTitles = () => screen.getAllByRole('link').map((row) => row.querySelector('strong')?.textContent);

describe('job-zone filter', () => {
  it('asks the server for one Job Zone, shows its 学历/经验 and keeps the filter in the URL', async () => {
    const app = renderList();
    await screen.findByText('共 25 个职业');
    expect(screen.getByText(/工作区间表示进入一个职业通常需要多少准备/)).toBeInTheDocument();

    await userEvent.click(zoneOption('区间 2'));
    await screen.findByText('共 5 个职业');
    expect(bodiesOf(app.fetchMock, INFOS).at(-1)).toEqual({ recordId: RECORD_ID, jobZone: 2, page: 1, pageSize: 10 });
    expect(screen.getByText('学历要求2')).toBeInTheDocument();
    expect(screen.getByText('经验要求2')).toBeInTheDocument();
    // Ranks stay the overall ranks: zone 2 holds ranks 1, 6, 11, 16, 21.
    expect(rowTitles()).toEqual(['职业1', '职业6', '职业11', '职业16', '职业21']);
    await waitFor(() => expect(app.search().get('zone')).toBe('2'));

    await userEvent.click(zoneOption('全部'));
    // Back to all zones: the first page comes from the cache.
    await screen.findByText('共 25 个职业');
    expect(rowTitles()[1]).toBe('职业2');
    await waitFor(() => expect(app.search().get('zone')).toBeNull());
  });

  it('pages through the server and resets to page 1 when the filter changes', async () => {
    const app = renderList('&page=2');
    await waitFor(() => expect(rowTitles()[0]).toBe('职业11'));
    expect(bodiesOf(app.fetchMock, INFOS)[0]).toMatchObject({ page: 2, jobZone: null });
    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(rowTitles()[0]).toBe('职业21'));
    await userEvent.click(zoneOption('区间 3'));
    await waitFor(() => expect(bodiesOf(app.fetchMock, INFOS).at(-1)).toMatchObject({ jobZone: 3, page: 1 }));
  });
});
