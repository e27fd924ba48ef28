import { ProgramDetailsCodec, ProgramsCodec, SiteContentProgramsCodec } from '../codecs/programs';
import { endpoint, json, type Summaries } from '../endpoint';

export const PROGRAMS_ENDPOINTS = {
  programs: endpoint({
    name: 'programs.list',
    method: 'GET',
    path: '/api/programs',
    answer: json(ProgramsCodec),
    audience: 'member',
    writes: false,
  }),
  siteContent: endpoint({
    name: 'programs.siteContent',
    method: 'GET',
    path: '/api/programs/sitecore',
    answer: json(SiteContentProgramsCodec),
    audience: 'member',
    writes: false,
  }),
  details: endpoint({
    name: 'programs.details',
    method: 'GET',
    path: '/api/programs/details/:programId',
    answer: json(ProgramDetailsCodec),
    audience: 'member',
    writes: false,
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const PROGRAMS_SUMMARIES: Summaries<typeof PROGRAMS_ENDPOINTS> = {
  programs: "The member's programs (in the Accept-Language)",
  siteContent: "The programs' site content (in the Accept-Language)",
  details: 'One program in detail (programId: a number)',
};
