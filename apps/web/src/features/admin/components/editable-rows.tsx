import type { ReactNode } from 'react';
import { Button, Form } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { contentText } from '../content-locale';
import styles from './admin.module.css';

const t = contentText.common;

/** A Form.List as bordered rows that can be moved up or down and removed, then an add button. */
export function EditableRows(props: {
  name: string;
  max: number;
  add: string;
  /** The value a new row starts with. */
  blank: object | string;
  row: (name: number) => ReactNode;
}) {
  return (
    <Form.List name={props.name}>
      {(items, { add, remove, move }) => (
        <div className={styles.rows}>
          {items.map((item, index) => (
            <div key={item.key} className={styles.row}>
              <div className={styles.rowFields}>{props.row(item.name)}</div>
              <div className={styles.rowActions}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t.moveUp}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t.moveDown}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<MinusCircleOutlined />}
                  aria-label={t.delete}
                  onClick={() => remove(item.name)}
                />
              </div>
            </div>
          ))}
          {items.length < props.max && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(props.blank)} className={styles.addRow}>
              {props.add}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}
