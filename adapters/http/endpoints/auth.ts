import * as t from 'io-ts';
import { GroupsCodec } from '../codecs/account';
import { GroupChangeRequestCodec, LoginRequestCodec, NewIdRequestCodec, TokenResponseCodec } from '../codecs/auth';
import { GROUPS_PATH } from '../account-state-paths';
import { endpoint, json, NO_CONTENT, type Summaries, text } from '../endpoint';

/** Signing in and out, and the member's groups. Each token handed out is for a (possibly) different member: nothing read before holds. */
export const AUTH_ENDPOINTS = {
  login: endpoint({
    name: 'auth.login',
    method: 'POST',
    path: '/api/token',
    body: LoginRequestCodec,
    answer: json(TokenResponseCodec),
    audience: 'public',
    writes: false,
    invalidates: 'all',
  }),
  logout: endpoint({
    name: 'auth.logout',
    method: 'DELETE',
    path: '/api/token',
    answer: NO_CONTENT,
    audience: 'member',
    writes: false,
    invalidates: 'all',
  }),
  userKey: endpoint({
    name: 'auth.userKey',
    method: 'GET',
    path: '/api/token/userkey',
    answer: text(t.string),
    audience: 'member',
    writes: false,
  }),
  newId: endpoint({
    name: 'auth.newId',
    method: 'POST',
    path: '/api/new-id',
    body: NewIdRequestCodec,
    answer: json(TokenResponseCodec),
    audience: 'member',
    writes: false,
    invalidates: 'all',
  }),
  selectGroup: endpoint({
    name: 'auth.selectGroup',
    method: 'POST',
    path: '/api/group-selection',
    body: GroupChangeRequestCodec,
    answer: json(TokenResponseCodec),
    audience: 'member',
    writes: false,
    invalidates: 'all',
  }),
  groups: endpoint({
    name: 'auth.groups',
    method: 'GET',
    path: GROUPS_PATH,
    answer: json(GroupsCodec),
    audience: 'member',
    writes: false,
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const AUTH_SUMMARIES: Summaries<typeof AUTH_ENDPOINTS> = {
  login: 'Sign in with a username and password; answers the bearer token',
  logout: 'End the session of the bearer token',
  userKey: "The member's user key (text/plain)",
  newId: 'Exchange the token for one of another member of the family (subscribers only)',
  selectGroup: "Exchange the token for one of another of the member's groups",
  groups: "The member's groups",
};
