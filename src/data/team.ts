/** People of the Docusaurus team, shown on /community/team/. Facts only: names, roles, handles. */
export type TeamMember = {
  name: string;
  /** GitHub handle, without the @. */
  github: string;
  role: string;
  status: 'active' | 'alumni';
};

export const TEAM: TeamMember[] = [
  {name: 'Sébastien Lorber', github: 'slorber', role: 'Lead maintainer', status: 'active'},
  {name: 'Joshua Chen', github: 'Josh-Cena', role: 'Maintainer', status: 'active'},
  {name: 'Joel Marcey', github: 'JoelMarcey', role: 'Created Docusaurus 1', status: 'alumni'},
  {name: 'Yangshun Tay', github: 'yangshun', role: 'Led the Docusaurus 2 rewrite', status: 'alumni'},
  {name: 'Endilie Yacop Sucipto', github: 'endiliey', role: 'Core architecture of Docusaurus 2', status: 'alumni'},
  {name: 'Alexey Pyltsyn', github: 'lex111', role: 'Maintainer', status: 'alumni'},
  {name: 'Fienny Angelina', github: 'fiennyangeln', role: 'Maintainer', status: 'alumni'},
  {name: 'Wei Gao', github: 'wgao19', role: 'Maintainer', status: 'alumni'},
];
