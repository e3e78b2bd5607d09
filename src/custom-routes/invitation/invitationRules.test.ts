// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { togglePermission } from './invitationRules';

describe('invitation permissions', () => {
  it('turning one on clears the other; turning it off leaves the other', () => {
    expect(togglePermission({ admin: true, chatAdmin: false }, 'chatAdmin', true)).toEqual({
      admin: false,
      chatAdmin: true,
    });
    expect(togglePermission({ admin: false, chatAdmin: true }, 'admin', true)).toEqual({
      admin: true,
      chatAdmin: false,
    });
    expect(togglePermission({ admin: true, chatAdmin: false }, 'admin', false)).toEqual({
      admin: false,
      chatAdmin: false,
    });
  });
});
