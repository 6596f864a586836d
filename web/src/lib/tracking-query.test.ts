import { describe, expect, it } from 'vitest';
import { TRACKING_QUERY_KEYS, pickTrackingQuery, searchWithTracking, storableTrackingQuery, trackingQueryString } from './tracking-query';

describe('tracking query keys', () => {
  it("start with the spec's nine keys, then the Google, Microsoft and campaign keys issue 20 adds", () => {
    expect(TRACKING_QUERY_KEYS.slice(0, 9)).toEqual(['hl', 'logid', 'fbclid', 'gclid', 'click_id', 'pixel_id', 'ttclid', 'tt_test_id', 'ScCid']);
    expect(TRACKING_QUERY_KEYS.slice(9)).toEqual(['gbraid', 'wbraid', 'msclkid', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']);
  });

  it('picks only the tracking keys', () => {
    const search =
      '?hl=FR&logid=L1&fbclid=F&gclid=G&click_id=C&pixel_id=P&ttclid=T&tt_test_id=TT&ScCid=S&utm_source=x&utm_id=u&page=2';
    expect(pickTrackingQuery(search)).toEqual({
      hl: 'FR',
      logid: 'L1',
      fbclid: 'F',
      gclid: 'G',
      click_id: 'C',
      pixel_id: 'P',
      ttclid: 'T',
      tt_test_id: 'TT',
      ScCid: 'S',
      utm_source: 'x',
    });
  });

  it('matches key case exactly and drops empty values', () => {
    expect(pickTrackingQuery('sccid=1&GCLID=2&fbclid=')).toEqual({});
  });

  it('accepts URLSearchParams and keeps the first of repeated keys', () => {
    expect(pickTrackingQuery(new URLSearchParams('gclid=a&gclid=b'))).toEqual({ gclid: 'a' });
  });

  it('serialises in canonical order, encoded', () => {
    expect(trackingQueryString({ gclid: 'a b', hl: 'JA' })).toBe('?hl=JA&gclid=a+b');
    expect(trackingQueryString({})).toBe('');
  });

  it('round-trips', () => {
    const picked = pickTrackingQuery('?x=1&ScCid=s%26c&ttclid=t');
    expect(pickTrackingQuery(trackingQueryString(picked))).toEqual(picked);
  });
});

describe('searchWithTracking', () => {
  it('puts the extra parameters first, then the tracking keys of the current URL', () => {
    expect(searchWithTracking('?fbclid=x&hl=DE&utm=1', { examId: '1' })).toBe('?examId=1&hl=DE&fbclid=x');
    expect(searchWithTracking('', {})).toBe('');
    expect(searchWithTracking('?hl=FR', { hl: 'JA' })).toBe('?hl=JA');
  });
});

describe('storableTrackingQuery', () => {
  it('keeps everything with advertising consent and only the language and log id without', () => {
    const query = { hl: 'DE', logid: 'L', fbclid: 'f', gclid: 'g', utm_campaign: 'c' };
    expect(storableTrackingQuery(query, true)).toEqual(query);
    expect(storableTrackingQuery(query, false)).toEqual({ hl: 'DE', logid: 'L' });
  });
});
