// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillReplyVariables, insertAt } from './replyVariables';

const VALUES = { user_name: 'Anna', moderator_name: 'Mia', moderator_city: 'Berlin' };

describe('fillReplyVariables', () => {
  it('fills every variable, each time it appears', () => {
    expect(
      fillReplyVariables(
        'Hi {user_name}! I am {moderator_name} from {moderator_city}. {user_name}?',
        VALUES,
      ),
    ).toBe('Hi Anna! I am Mia from Berlin. Anna?');
  });

  it('reads a variable in any case and with spaces inside the braces', () => {
    expect(fillReplyVariables('{ User_Name }, {MODERATOR_CITY}', VALUES)).toBe('Anna, Berlin');
  });

  it('fills an unknown value with an empty string, never the literal variable', () => {
    expect(fillReplyVariables('From {moderator_city}.', { moderator_city: null })).toBe('From .');
    expect(fillReplyVariables('Hi {user_name}', {})).toBe('Hi ');
    expect(fillReplyVariables('Hi {user_name}', { user_name: '  ' })).toBe('Hi ');
  });

  it('leaves other braces and plain text as written', () => {
    expect(fillReplyVariables('{nickname} {} {user name} :-}', VALUES)).toBe(
      '{nickname} {} {user name} :-}',
    );
    expect(fillReplyVariables('No variables here.', VALUES)).toBe('No variables here.');
  });

  it('does not read a value as a pattern', () => {
    expect(fillReplyVariables('Hi {user_name}', { user_name: '$& $1 {moderator_name}' })).toBe(
      'Hi $& $1 {moderator_name}',
    );
  });
});

describe('insertAt', () => {
  it('inserts at the caret and puts the caret after the insertion', () => {
    expect(insertAt('Hello world', ' dear', 5, 5)).toEqual({ text: 'Hello dear world', caret: 10 });
  });

  it('replaces the selection, whichever way it was made', () => {
    expect(insertAt('Hello world', 'there', 6, 11)).toEqual({ text: 'Hello there', caret: 11 });
    expect(insertAt('Hello world', 'there', 11, 6)).toEqual({ text: 'Hello there', caret: 11 });
  });

  it('keeps a caret past the end at the end', () => {
    expect(insertAt('Hi', '!', 10, 10)).toEqual({ text: 'Hi!', caret: 3 });
    expect(insertAt('', 'Hello', 0, 0)).toEqual({ text: 'Hello', caret: 5 });
  });
});
