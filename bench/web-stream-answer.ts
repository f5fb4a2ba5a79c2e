/**
 * The answer the stand-in model streams in the streaming scenario (web-stream.ts): a long rich answer as a career
 * planner's model writes one, ~1,400 characters with headings, lists, a table, a display formula and code, so
 * every renderer of the answer (GFM, KaTeX, highlighting) works while it grows.
 */
export const RICH_ANSWER = `## 结论先行

结合你的专业背景和兴趣测评结果，**数据分析方向**是更稳妥的第一步，产品经理可以作为两到三年后的转型目标。下面分几部分说明理由和具体做法。

### 一、为什么先做数据分析

1. **门槛与专业匹配**：统计学和编程基础在校招中是硬通货，简历筛选通过率明显更高；
2. **可迁移性强**：数据分析积累的业务理解、指标体系和沟通能力，正是产品经理最看重的；
3. **成长路径清晰**：初级分析师 → 高级分析师 → 数据产品经理 / 业务负责人，每一步都有明确的能力要求。

### 二、两个方向的对比

| 维度 | 数据分析师 | 产品经理 |
| --- | --- | --- |
| 校招起薪（月） | 12k–18k | 10k–16k |
| 核心能力 | SQL、统计、可视化 | 需求分析、沟通、项目管理 |
| 入门难度 | 中 | 较高（看重实习经历） |
| 三年后发展 | 数据产品、业务分析负责人 | 高级产品经理、产品负责人 |

### 三、如何估算你的准备时间

假设每周能投入 $h$ 小时，需要补齐的技能共 $n$ 项，每项平均需要 $t_i$ 小时，那么准备周期大约是：

$$
W = \\frac{\\sum_{i=1}^{n} t_i}{h} \\times 1.2
$$

其中 1.2 是留给复习和做项目的余量。以 SQL（40 小时）、Python（60 小时）、统计基础（50 小时）为例，每周 15 小时，大约需要 12 周。

### 四、一个可以写进简历的小项目

用公开数据做一次完整的分析，比如分析某城市的招聘岗位薪资分布：

\`\`\`python
import pandas as pd

jobs = pd.read_csv("jobs.csv")
summary = (
    jobs.groupby("岗位类别")["月薪"]
    .agg(["count", "median", "mean"])
    .sort_values("median", ascending=False)
)
print(summary.head(10))
\`\`\`

再配合 SQL 练习：

\`\`\`sql
SELECT city, COUNT(*) AS jobs, AVG(salary) AS avg_salary
FROM postings
WHERE title LIKE '%数据分析%'
GROUP BY city
ORDER BY jobs DESC;
\`\`\`

### 五、接下来三个月的安排

- **第 1–4 周**：系统学习 SQL，完成 50 道练习题；
- **第 5–8 周**：学习 Python 数据处理（pandas、matplotlib），做完上面的小项目；
- **第 9–12 周**：
  - 整理项目报告，发布到个人博客或代码仓库；
  - 投递至少 20 家公司的数据分析实习；
  - 每周做一次模拟面试，重点准备业务分析题。

> 提醒：实习经历比证书更有说服力。如果暂时找不到实习，可以参加数据分析比赛，成绩同样能写进简历。

### 六、最后的建议

不要把选择看成一次定终身。先进入一个能快速积累能力的岗位，边做边观察自己更喜欢和数据打交道，还是和人、需求打交道，再决定是否转向产品经理。有任何进展，欢迎随时回来和我聊聊，我们一起调整计划。
`;
