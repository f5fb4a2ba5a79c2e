import { Form, Input, InputNumber } from 'antd';
import { Content } from '@lucina/contracts';
import { contentText } from '../content-locale';
import { EditableRows } from './editable-rows';
import { ImageField } from './image-field';
import styles from './admin.module.css';

const t = contentText.market;
const c = contentText.common;
const required = [{ required: true, whitespace: true, message: c.required }];

/**
 * What a service sells with: the 「¥ … 起」 of its card (in yuan here, fen in the API), the students it helped and
 * the teachers who deliver it. All optional: an empty price shows 「价格咨询老师」, no cases or teachers no section.
 */
export function MarketOfferFields() {
  return (
    <>
      <Form.Item name="priceYuan" label={t.price} extra={t.priceHint}>
        <InputNumber
          min={0.01}
          max={Content.marketPriceMaxFen / 100}
          precision={2}
          prefix="¥"
          suffix={t.priceSuffix}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item label={t.cases} extra={t.casesHint}>
        <EditableRows
          name="casesZh"
          max={Content.marketCasesMax}
          add={t.addCase}
          blank={{ title: '', summary: '' }}
          row={(name) => (
            <>
              <Form.Item name={[name, 'title']} rules={required} className={styles.tight}>
                <Input placeholder={t.caseTitle} maxLength={30} />
              </Form.Item>
              <Form.Item name={[name, 'summary']} rules={required} className={styles.tight}>
                <Input.TextArea placeholder={t.caseSummary} maxLength={300} autoSize={{ minRows: 2, maxRows: 5 }} />
              </Form.Item>
            </>
          )}
        />
      </Form.Item>
      <Form.Item label={t.teachers}>
        <EditableRows
          name="teachers"
          max={Content.marketTeachersMax}
          add={t.addTeacher}
          blank={{ name: '', title: '', avatarUrl: '', bio: '' }}
          row={(name) => (
            <>
              <Form.Item name={[name, 'avatarUrl']} className={styles.tight}>
                <ImageField kind="consultantPhoto" hint={t.teacherAvatarHint} removable />
              </Form.Item>
              <Form.Item name={[name, 'name']} rules={required} className={styles.tight}>
                <Input placeholder={t.teacherName} maxLength={20} />
              </Form.Item>
              <Form.Item name={[name, 'title']} rules={required} className={styles.tight}>
                <Input placeholder={t.teacherTitle} maxLength={30} />
              </Form.Item>
              <Form.Item name={[name, 'bio']} rules={required} className={styles.tight}>
                <Input.TextArea placeholder={t.teacherBio} maxLength={300} autoSize={{ minRows: 2, maxRows: 5 }} />
              </Form.Item>
            </>
          )}
        />
      </Form.Item>
    </>
  );
}
