import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { clearsOnKeyUp, hasBlockedCharacters, isValidForm, maskLastFour, stripSpacesAndDots, validateForm } from '../../src/domain/forms.ts';

const fields = {
  name: v.pipe(v.string(), v.nonEmpty('NAME_REQUIRED'), v.minLength(2, 'NAME_SHORT')),
  phone: v.pipe(v.string(), v.nonEmpty('PHONE_REQUIRED'), v.regex(/^7\d{7,}$/, 'PHONE_FORMAT')),
  agree: v.literal(true, 'AGREE_REQUIRED'),
};

describe('form validation', () => {
  it('answers VLD001 when several mandatory fields are empty', () => {
    const result = validateForm(fields, { name: '', phone: ' ', agree: true }, ['name', 'phone', 'agree']);
    expect(result.form).toBe('VLD001');
    expect(result.fields).toEqual({ name: 'VLD001', phone: 'VLD001' });
  });

  it('gives a single missing field its own message', () => {
    const result = validateForm(fields, { name: 'Kagiso', phone: '', agree: true }, ['name', 'phone', 'agree']);
    expect(result).toEqual({ form: null, fields: { phone: 'PHONE_REQUIRED' } });
  });

  it('counts an unticked mandatory box as missing', () => {
    expect(validateForm(fields, { name: '', phone: '71234567', agree: false }, ['name', 'phone', 'agree']).form).toBe('VLD001');
  });

  it('reports each field rule, and passes a valid form', () => {
    expect(validateForm(fields, { name: 'K', phone: '0123', agree: true }, ['name', 'phone', 'agree']).fields).toEqual({
      name: 'NAME_SHORT',
      phone: 'PHONE_FORMAT',
    });
    expect(isValidForm(validateForm(fields, { name: 'Kagiso', phone: '71234567', agree: true }, ['name', 'phone']))).toBe(true);
  });
});

describe('input helpers', () => {
  it('blocks characters outside letters, digits and the punctuation set', () => {
    expect(hasBlockedCharacters('Plot 1234, Extension 12 — Gaborone')).toBe(true);
    expect(hasBlockedCharacters("Plot 12/3, O'Brien Street #4 (rear)")).toBe(false);
    expect(hasBlockedCharacters('Françoise Ñúñez')).toBe(false);
    expect(hasBlockedCharacters('<script>')).toBe(true);
  });

  it('strips spaces and dots where those keys are blocked', () => {
    expect(stripSpacesAndDots('3000 4152.6371')).toBe('300041526371');
  });

  it('clears the marker once the minimum length is reached', () => {
    expect(clearsOnKeyUp('7123', 8)).toBe(false);
    expect(clearsOnKeyUp('71234567', 8)).toBe(true);
  });

  it('masks all but the last 4 digits', () => {
    expect(maskLastFour('4111 1111 1111 1111')).toBe('•••• 1111');
    expect(maskLastFour('123')).toBe('123');
  });
});
