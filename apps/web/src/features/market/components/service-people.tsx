import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { MarketServiceDetail } from '@lucina/contracts';
import { marketText } from '../locale';
import styles from './market.module.css';

/** The students a service helped and the teachers who deliver it, as the operator set them; none, no section. */
export function ServicePeople({ service: d }: { service: Pick<MarketServiceDetail, 'casesZh' | 'teachers'> }) {
  return (
    <>
      {d.teachers.length > 0 && (
        <section className={styles.people} aria-labelledby="market-teachers">
          <h3 id="market-teachers">{marketText.teachers}</h3>
          <ul className={styles.teachers}>
            {d.teachers.map((teacher) => (
              <li key={teacher.name} className={styles.teacher}>
                <Avatar size={56} src={teacher.avatarUrl || undefined} icon={<UserOutlined />} alt="" />
                <div>
                  <strong>{teacher.name}</strong>
                  <span className={styles.teacherTitle}>{teacher.title}</span>
                  <p>{teacher.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {d.casesZh.length > 0 && (
        <section className={styles.people} aria-labelledby="market-cases">
          <h3 id="market-cases">{marketText.cases}</h3>
          <ul className={styles.cases}>
            {d.casesZh.map((c) => (
              <li key={c.title}>
                <strong>{c.title}</strong>
                <p>{c.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
