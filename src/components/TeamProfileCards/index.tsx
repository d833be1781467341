import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {TEAM, type TeamMember} from '@site/src/data/team';
import styles from './styles.module.css';

export type Props = {status: TeamMember['status']};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}

/** Cards of the team members with the given status, from src/data/team.ts. */
export default function TeamProfileCards({status}: Props): ReactNode {
  return (
    <ul className={styles.cards}>
      {TEAM.filter((member) => member.status === status).map(({name, github, role}) => (
        <li key={github} className="card shadow--lw">
          <div className="card__body">
            <span className={styles.avatar} aria-hidden="true">
              {initials(name)}
            </span>
            <Heading as="h3" className={styles.name}>
              {name}
            </Heading>
            <p className={styles.role}>{role}</p>
            <Link to={`https://github.com/${github}`}>{`@${github}`}</Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
